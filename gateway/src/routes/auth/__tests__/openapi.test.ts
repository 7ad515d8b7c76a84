import { buildTestApp } from '../../../testing';

describe('sign-in calls in the API documentation', () => {
  it('lists every call with its schemas, the profile step as a multipart form', async () => {
    const app = await buildTestApp();
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of [
      '/api/request-otp',
      '/api/verify-otp',
      '/api/resend-registration-otp',
      '/api/complete',
      '/api/send-login-otp',
      '/api/verify-login-otp',
      '/api/resend-login-otp',
      '/api/logout',
    ]) {
      expect(spec.paths[route]?.post).toBeDefined();
    }
    expect(spec.paths['/api/users/me'].get.security).toEqual([{ bearer: [] }]);
    const complete = spec.paths['/api/complete'].post;
    const form = complete.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['email', 'name', 'bio', 'acceptTerms', 'acceptPrivacy', 'photo']),
    );
    expect(complete.responses['201'].content['application/json'].schema.properties).toHaveProperty(
      'token',
    );
    const sent = spec.paths['/api/send-login-otp'].post.responses;
    expect(Object.keys(sent)).toEqual(expect.arrayContaining(['200', '404', '429']));
    expect(form.required).toEqual(expect.arrayContaining(['email', 'registrationToken']));
    const verified =
      spec.paths['/api/verify-otp'].post.responses['200'].content['application/json'].schema;
    expect(verified.required).toEqual(expect.arrayContaining(['registrationToken']));
    expect(spec.paths['/api/send-login-otp'].post.description).toMatch(/handle of this attempt/);
  });

  it('documents the e-mail change: 202 with pendingEmail, then confirm, resend or cancel', async () => {
    const app = await buildTestApp();
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const put = spec.paths['/api/users/{id}'].put;
    expect(put.responses['202'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['pendingEmail', 'user']),
    );
    expect(spec.paths['/api/users/me/email/confirm'].post.requestBody).toBeDefined();
    expect(spec.paths['/api/users/me/email/resend'].post).toBeDefined();
    expect(spec.paths['/api/users/me/email/pending'].delete).toBeDefined();
  });
});
