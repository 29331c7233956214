/**
 * Shoppers for the load measurements (bench/orders.mjs, bench/fleet.mjs): calls to the storefront
 * API, a mailbox for sign-up codes, customers signed up through the API with a delivery address,
 * a basket of two tiered products, and a customer's whole order list.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function call(base, path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${base}/en/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json };
}

export async function must(base, path, options) {
  const answer = await call(base, path, options);
  if (answer.status !== 200)
    throw new Error(`${options?.method ?? 'GET'} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Runs `work` over `items` with at most `limit` at once. */
export async function inBatches(items, limit, work) {
  const results = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

/** Two products with tiers: each bought at its first tier's quantity, over two sizes of one colour. */
export async function basket(base) {
  const list = await must(base, 'products?page=1&per_page=24');
  const products = list.data.data
    .filter((p) => p.pieces.length > 0 && p.pivot_colors.length > 0 && p.sizes.length >= 2)
    .slice(0, 2);
  if (products.length < 2) throw new Error('the demo shop has no two products with tiers, colours and sizes');
  return products.map((p) => {
    const pieces = p.pieces[0].from;
    const first = Math.ceil(pieces / 2);
    return {
      product_id: p.id,
      colors: [
        {
          color_id: p.pivot_colors[0].id,
          sizes: [
            { size_id: p.sizes[0].id, quantity: first },
            ...(pieces - first > 0 ? [{ size_id: p.sizes[1].id, quantity: pieces - first }] : []),
          ],
        },
      ],
    };
  });
}

/**
 * A mailbox for the customers' sign-up codes (sign-up finishes with a code mailed to the address):
 * an SMTP server in this process; `codeFor(email)` waits for the code mailed to `email`. A shop
 * given with --url must send its mail here (SMTP_URL=smtp://127.0.0.1:<--smtp-port, 2525>).
 */
export async function startMailbox(port) {
  const codes = new Map();
  const waiting = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = mail.to?.value?.[0]?.address?.toLowerCase();
        const code = /\b(\d{4})\b/.exec(mail.text ?? '')?.[1];
        if (to && code && /finish creating your account|لإكمال إنشاء حسابك/.test(mail.text ?? '')) {
          codes.set(to, code);
          waiting.get(to)?.(code);
        }
        callback();
      }, callback);
    },
  });
  // A sender that goes away mid-delivery (an instance restarted) is no fault of the mailbox's.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    codeFor(email) {
      if (codes.has(email)) return Promise.resolve(codes.get(email));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no sign-up code mailed to ${email}`)), 60_000);
        waiting.set(email, (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function prepareCustomers(base, mailbox, customerCount) {
  const country = (await must(base, 'countries')).data[0];
  const city = (await must(base, `cities/${country.id}`)).data[0];
  const area = (await must(base, `areas/${city.id}`)).data[0];
  const stamp = Date.now().toString().slice(-6);
  return inBatches([...Array(customerCount).keys()], 4, async (i) => {
    const email = `bench-${stamp}-${i}@example.com`;
    await must(base, 'signup', {
      method: 'POST',
      body: {
        fname: 'Bench',
        lname: `Buyer ${i}`,
        email,
        phone: `05${stamp.slice(0, 2)}${String(i).padStart(6, '0')}`,
        password: 'bench-password-1',
      },
    });
    const signup = await must(base, 'signup/confirm', {
      method: 'POST',
      body: { email, otp: await mailbox.codeFor(email) },
    });
    const token = signup.data.token;
    const address = await must(base, 'addresses', {
      method: 'POST',
      token,
      body: {
        name: 'Warehouse',
        country_id: country.id,
        city_id: city.id,
        area_id: area.id,
        address: 'King Fahd Road',
        building: '12',
        floor: '1',
        apartment: '3',
        note: '',
      },
    });
    return { email, token, addressId: address.data.id };
  });
}

/** Every order of a customer, through the paged list. */
export async function ordersOf(base, token) {
  const all = [];
  for (let page = 1; ; page++) {
    const answer = await must(base, `orders?page=${page}&per_page=100`, { token });
    all.push(...answer.data.data);
    if (page >= answer.data.last_page) return all;
  }
}
