// Rules the newer screens share with the simulator: the lengths of the spec are refused by the cloud too, not
// only by the console's forms.
import { describe, expect, it } from 'vitest';
import { call, loginToken, simulatorPerTest, schemaRefusal } from './support';

simulatorPerTest();

describe('lengths the cloud refuses', () => {
  it('refuses a new e-mail address longer than mail systems carry', async () => {
    const token = await loginToken('ent@example.com');
    const long = `${'a'.repeat(10_000)}@example.com`;
    expect(await schemaRefusal('GET', '/api/user/v1/emailVerify', { email: long }, token)).toMatch(/email = /);
    expect((await call('/api/user/v1/emailVerify', { email: 'fresh.address@example.com' }, { token, method: 'GET' })).hwcode).toBe(0);
  });

  it('refuses a reporting server address over 2,048 characters', async () => {
    const token = await loginToken('ent@example.com');
    const long = `https://receiver.example.com/${'a'.repeat(10_000)}`;
    expect(await schemaRefusal('POST', '/api/project/edit', { id: '301', server: long }, token)).toMatch(/server = /);
    expect((await call('/api/project/edit', { id: '301', server: 'https://receiver.example.com/hook' }, { token })).hwcode).toBe(0);
  });

  it('refuses receiver names and addresses over the spec limits', async () => {
    const token = await loginToken('ent@example.com');
    const add = (name: string, email: string) => call('/api/v1/alarm/contact/add', { name, email }, { token });
    expect((await add('n'.repeat(21), 'ok@example.com')).hwcode).not.toBe(0);
    expect((await add('Ops', `${'a'.repeat(40)}@example.com`)).hwcode).not.toBe(0);
  });
});
