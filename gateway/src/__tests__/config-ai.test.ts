import { loadConfig } from '../config';

describe('loadConfig: the AI step', () => {
  it('uses the local summariser when nothing is set', () => {
    expect(loadConfig({}).ai).toBeUndefined();
  });

  it('reads the model service', () => {
    expect(
      loadConfig({
        AI_BASE_URL: 'https://api.example.com/openai/v1/',
        AI_API_KEY: 'sk-secret',
        AI_MODELS: ' model-a , model-b,model-c ',
      }).ai,
    ).toEqual({
      baseUrl: 'https://api.example.com/openai/v1',
      apiKey: 'sk-secret',
      models: ['model-a', 'model-b', 'model-c'],
      timeoutMs: 20_000,
    });
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODELS: 'local',
        AI_TIMEOUT_SECONDS: '60',
      }).ai,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', models: ['local'], timeoutMs: 60_000 });
  });

  it.each([
    [
      { AI_BASE_URL: 'https://api.example.com/v1' },
      /AI_BASE_URL and AI_MODELS must be set together/,
    ],
    [{ AI_MODELS: 'a' }, /AI_BASE_URL and AI_MODELS must be set together/],
    [{ AI_API_KEY: 'sk' }, /AI_API_KEY is set without AI_BASE_URL/],
    [{ AI_BASE_URL: 'ftp://x', AI_MODELS: 'a' }, /AI_BASE_URL must start with http/],
    [{ AI_BASE_URL: 'https://x', AI_MODELS: 'a,b,c,d,e' }, /AI_MODELS must name 1 to 4 models/],
    [{ AI_BASE_URL: 'https://x', AI_MODELS: ' , ' }, /AI_MODELS must name 1 to 4 models/],
    [{ AI_BASE_URL: 'https://x', AI_MODELS: 'a', AI_TIMEOUT_SECONDS: '0' }, /AI_TIMEOUT_SECONDS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
