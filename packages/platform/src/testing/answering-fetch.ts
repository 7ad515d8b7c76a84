/**
 * A `fetch` for a page drawn on the server in a test, as the gateway gives one: it answers each
 * call from `answers()` (by path and query, else by path alone) and 404 for any other, and
 * writes down each call it is asked, path and query, in `calls`.
 */
export function answeringFetch(
  calls: string[],
  answers: () => Readonly<Record<string, unknown>>,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(new Request(input, init).url);
    const call = `${url.pathname}${url.search}`;
    calls.push(call);
    const body = answers()[call] ?? answers()[url.pathname];
    return body === undefined
      ? new Response('{"message":"Not found"}', { status: 404 })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}
