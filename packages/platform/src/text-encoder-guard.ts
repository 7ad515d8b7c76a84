// ky measures request bodies with TextEncoder as soon as it loads. Every supported browser has
// one; jsdom, where the apps' component tests run, has none, and importing @voices/platform there
// must not fail. So an environment without one gets a minimal UTF-8 encoder; elsewhere a no-op.
class Utf8Encoder {
  readonly encoding = 'utf-8';

  encode(input = ''): Uint8Array {
    const bytes: number[] = [];
    for (const char of input) {
      let cp = char.codePointAt(0) ?? 0;
      if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
      if (cp < 0x80) bytes.push(cp);
      else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
      else if (cp < 0x10000)
        bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
      else {
        bytes.push(
          0xf0 | (cp >> 18),
          0x80 | ((cp >> 12) & 63),
          0x80 | ((cp >> 6) & 63),
          0x80 | (cp & 63),
        );
      }
    }
    return new Uint8Array(bytes);
  }
}

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.defineProperty(globalThis, 'TextEncoder', {
    value: Utf8Encoder,
    configurable: true,
    writable: true,
  });
}

export {};
