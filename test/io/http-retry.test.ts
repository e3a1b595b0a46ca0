import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { getWithRetry, httpRetryPolicyFrom, HttpUnreachable } from '../../src/io/http-retry.js';
import { redactSecrets } from '../../src/io/mlflow-client.js';

let server: Server;
let url: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/big') {
      res.writeHead(200, { 'content-length': '5000' });
      return res.end('x'.repeat(5000));
    }
    if (req.url === '/stream') {
      res.writeHead(200);
      for (let i = 0; i < 50; i++) res.write('y'.repeat(100));
      return res.end();
    }
    if (req.url === '/teapot') {
      res.writeHead(418);
      return res.end('short and stout');
    }
    res.writeHead(200);
    return res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policy = { attempts: 3, backoffMs: 1, timeoutMs: 1000 };

describe('getWithRetry', () => {
  it('returns an answer that is not transient at once, whatever its status', async () => {
    hits = 0;
    const answer = await getWithRetry(`${url}/teapot`, {}, { policy, label: 'GET /teapot', maxBytes: 100 });
    expect(answer.status).toBe(418);
    expect(answer.body.toString()).toBe('short and stout');
    expect(hits).toBe(1);
  });

  it('refuses a body over the limit, declared or streamed, before holding it all', async () => {
    await expect(getWithRetry(`${url}/big`, {}, { policy, label: 'GET /big', maxBytes: 1000 })).rejects.toThrow(
      new InputError('GET /big: the answer is 5000 bytes, more than the 1000 read'),
    );
    await expect(getWithRetry(`${url}/stream`, {}, { policy, label: 'GET /stream', maxBytes: 1000 })).rejects.toThrow(
      'GET /stream: the answer is more than the 1000 bytes read',
    );
  });

  it('does not retry a failure another try cannot fix', async () => {
    const log: string[] = [];
    const error = await getWithRetry(
      'http://127.0.0.1:1/',
      {},
      { policy, label: 'GET /', maxBytes: 10 },
      {
        info: (line) => log.push(line),
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpUnreachable);
    expect(log).toEqual([]);
  });
});

describe('httpRetryPolicyFrom', () => {
  it('takes the timeout and first wait in seconds from the environment, refusing nonsense', () => {
    expect(httpRetryPolicyFrom({})).toEqual({ attempts: 4, backoffMs: 1000, timeoutMs: 30_000 });
    expect(httpRetryPolicyFrom({ timeout: '2.5', backoff: '0.01' })).toEqual({
      attempts: 4,
      backoffMs: 10,
      timeoutMs: 2500,
    });
    expect(() => httpRetryPolicyFrom({ backoff: '-1' })).toThrow(
      'PASSK_GATE_API_BACKOFF: expected a number of seconds above 0, got "-1"',
    );
  });
});

describe('redactSecrets', () => {
  it('cuts every occurrence of every secret, leaving secrets too short to cut safely', () => {
    expect(redactSecrets('token abcd1234 and abcd1234, pw hunter2', ['abcd1234', 'hunter2', 'ab'])).toBe(
      'token *** and ***, pw ***',
    );
  });
});
