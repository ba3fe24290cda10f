/** Players for the HTTP benches: registered through the reference server's own /api/register. */

/** POSTs JSON; the answer's status, text and parsed body (null when it is not JSON). */
export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: the caller reports `text` */
  }
  return { status: res.status, text, json };
}

export const BENCH_PASSWORD = 'bench1234';

/** Registers `name`; returns the registration's token, or throws with the server's answer. */
export async function registerPlayer(baseUrl, name) {
  const reg = await postJson(`${baseUrl}/api/register`, {
    name,
    password: BENCH_PASSWORD,
    confirmPass: BENCH_PASSWORD,
    realname: name,
    paypassword: '123456',
    code: '',
  });
  if (reg.json?.code !== 200) throw new Error(`register failed: ${reg.text}`);
  return reg.json.data.api_token;
}
