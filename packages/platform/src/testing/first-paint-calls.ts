/** What a page drawn on the server was asked, and what it is answered. */
export interface AnsweredCalls {
  /** Each call made since the test began, path and query. */
  calls: string[];
  /** The test's answers, by path and query, else by path alone; 404 for any other. */
  answers: Readonly<Record<string, unknown>>;
}

/**
 * Gives a remote's server module (`startFirstPaints`) a `fetch` as the gateway does, which
 * answers from the current test's `answers`; both start empty in each test.
 */
export function answerFirstPaintCalls(
  startFirstPaints: (options: { fetch: typeof fetch }) => void,
): AnsweredCalls {
  const api: AnsweredCalls = { calls: [], answers: {} };
  beforeAll(() => {
    startFirstPaints({
      fetch: async (input, init) => {
        const url = new URL(new Request(input, init).url);
        const call = `${url.pathname}${url.search}`;
        api.calls.push(call);
        const body = api.answers[call] ?? api.answers[url.pathname];
        return body === undefined
          ? new Response('{"message":"Not found"}', { status: 404 })
          : new Response(JSON.stringify(body), {
              headers: { 'content-type': 'application/json' },
            });
      },
    });
  });
  beforeEach(() => {
    api.calls = [];
    api.answers = {};
  });
  return api;
}
