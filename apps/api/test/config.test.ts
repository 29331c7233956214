import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('treats an empty variable as unset (embedded database, defaults)', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', DATA_DIR: '/tmp/shop-config-test' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes REDIS_URL only as a redis:// or rediss:// URL, never repeating its password', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@redis.internal:6380/1' }).REDIS_URL).toBe(
      'rediss://:pw@redis.internal:6380/1',
    );
    const refusal = (() => {
      try {
        loadConfig({ REDIS_URL: 'http://:s3cret-pw@redis.internal' });
        return 'accepted';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(refusal).toMatch(/REDIS_URL: must be a redis:\/\//);
    expect(refusal).not.toContain('s3cret-pw');
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses / CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual(
      ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback'],
    );
  });

  it('refuses "true" (trust every hop) with a message saying what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*every X-Forwarded-For hop.*number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production', () => {
  it('refuses to start without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'ftp://shop.example.sa' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.sa' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('npm start with no configuration runs the demo shop (not production)', () => {
    // scripts/start.mjs passes the environment through unchanged: nothing set means development.
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it('hashes passwords at N=2^17 unless a test lowers it, and refuses a lower cost in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.sa' };
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '11' }).PASSWORD_HASH_COST).toBe(11);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '16' })).toThrow(
      /PASSWORD_HASH_COST: must be at least 17 when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).PASSWORD_HASH_COST).toBe(18);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('seeds the demo shop in production only when SEED_DEMO=true is set explicitly', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.sa' };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('validates ADMIN_EMAIL and ADMIN_PASSWORD with the sign-up rules, and wants both', () => {
    const ok = loadConfig({ ADMIN_EMAIL: ' Owner@Example.SA ', ADMIN_PASSWORD: 'long enough pass' });
    expect(ok.ADMIN_EMAIL).toBe('owner@example.sa');
    expect(ok.ADMIN_PASSWORD).toBe('long enough pass');
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough pass' })).toThrow(
      /ADMIN_EMAIL: Invalid email address/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.sa', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 8 characters/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.sa' })).toThrow(/ADMIN_PASSWORD: .*set together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough pass' })).toThrow(/ADMIN_EMAIL: .*set together/);
  });

  it('bounds the response cache and the database and request waits', () => {
    const config = loadConfig({});
    expect(config.RESPONSE_CACHE_MAX_BYTES).toBe(32 * 1024 * 1024);
    expect(config.DB_CONNECT_TIMEOUT_MS).toBe(5000);
    expect(config.DB_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ RESPONSE_CACHE_MAX_BYTES: '1048576' }).RESPONSE_CACHE_MAX_BYTES).toBe(1048576);
    expect(() => loadConfig({ RESPONSE_CACHE_MAX_BYTES: 'lots' })).toThrow(/RESPONSE_CACHE_MAX_BYTES/);
  });
});

describe('image uploads and their storage', () => {
  const s3 = {
    S3_BUCKET: 'shop-media',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.example.sa/',
  };

  it('limits uploads to 10 MB unless UPLOAD_MAX_BYTES says otherwise, within bounds', () => {
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '2097152' }).UPLOAD_MAX_BYTES).toBe(2097152);
    for (const bad of ['ten', '0', '-1', '1.5', '1000', String(200 * 1024 * 1024)])
      expect(() => loadConfig({ UPLOAD_MAX_BYTES: bad })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('keeps media on disk without S3_* and in the bucket with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ...s3, S3_REGION: 'me-south-1' }).s3).toEqual({
      bucket: 'shop-media',
      endpoint: undefined,
      region: 'me-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.sa',
    });
    const r2 = loadConfig({ ...s3, S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com/' }).s3;
    expect([r2?.endpoint, r2?.region]).toEqual(['https://acc.r2.cloudflarestorage.com', 'us-east-1']);
  });

  it('wants bucket, keys and public URL together, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-media', S3_REGION: 'eu-west-1' })).toThrow(
      /S3_ACCESS_KEY_ID: object storage needs .*together[\s\S]*S3_SECRET_ACCESS_KEY:[\s\S]*S3_PUBLIC_URL:/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: object storage needs/,
    );
    const { S3_PUBLIC_URL: _, ...withoutPublicUrl } = s3;
    expect(() => loadConfig({ ...withoutPublicUrl, S3_REGION: 'eu-west-1' })).toThrow(
      /S3_PUBLIC_URL: object storage/,
    );
    expect(() => loadConfig(s3)).toThrow(/S3_REGION: required for AWS S3/);
  });

  it('refuses malformed S3 values', () => {
    const region = { S3_REGION: 'eu-west-1' };
    expect(() => loadConfig({ ...s3, ...region, S3_BUCKET: 'Shop_Media' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, ...region, S3_PUBLIC_URL: 'cdn.example.sa' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...s3, ...region, S3_PUBLIC_URL: 'https://cdn.example.sa/?x=1' })).toThrow(
      /S3_PUBLIC_URL: must be a base URL/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_REGION: 'EU West' })).toThrow(/S3_REGION/);
  });
});
