import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountMessages, Messages, PHOTO_URL_PATTERN } from '@tread/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';

const dataDir = mkdtempSync(join(tmpdir(), 'tread-avatar-'));
let t: TestApp;
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  ann = await signUp(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart body with one file, as a browser's file input sends it. */
function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----tread-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: Customer, body: { payload: Buffer; headers: object }, url = '/api/p/user/avatar') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });

const photo = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    [format]()
    .toBuffer();

/** Random pixels do not compress, so the file is about width x height x 3 bytes. */
const bigPhoto = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('avatar upload', () => {
  it('stores a 256 px square webp, serves it, and setUserInfo makes it the avatar', async () => {
    const res = await upload(ann, multipart(await photo(640, 480, 'jpeg'), 'me.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const info = await t.app.inject({
      method: 'PUT',
      url: '/api/p/user/setUserInfo',
      headers: ann.headers,
      payload: { avatarUrl },
    });
    expect(info.json().avatarUrl).toBe(avatarUrl);
  });

  it('accepts an image just under 2 MB', async () => {
    const image = await bigPhoto(800, 800);
    expect(image.length).toBeGreaterThan(1_900_000);
    expect(image.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(ann, multipart(image, 'big.png', 'image/png'))).statusCode).toBe(200);
  });

  it('refuses an image over 2 MB', async () => {
    const image = await bigPhoto(900, 900);
    expect(image.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(ann, multipart(image, 'huge.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.ImageTooLarge);
  });

  it('judges the format by the bytes, not the name or declared type', async () => {
    const text = multipart(Buffer.from('just some text, not a picture'), 'photo.png', 'image/png');
    const res = await upload(ann, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.ImageBadFormat);
    const pdf = multipart(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'photo.jpg', 'image/jpeg');
    expect((await upload(ann, pdf)).json().message).toBe(Messages.ImageBadFormat);
  });

  it('refuses a request without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/p/user/avatar',
      headers: ann.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.ImageBadFormat);
  });

  it("cannot be set to another customer's upload", async () => {
    const bob = await signUp(t);
    const { avatarUrl } = (
      await upload(bob, multipart(await photo(300, 300, 'png'), 'bob.png', 'image/png'))
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/p/user/setUserInfo',
      headers: ann.headers,
      payload: { avatarUrl },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AccountMessages.AvatarNotUploaded);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/p/user/avatar',
      ...multipart(await photo(64, 64, 'png'), 'x.png', 'image/png'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('refund and review photos', () => {
  it('re-encodes a photo as webp at most 1600 px, kept among the shopper’s own', async () => {
    const res = await upload(
      ann,
      multipart(await photo(3000, 2000, 'jpeg'), 'tread.jpg', 'image/jpeg'),
      '/api/p/photos',
    );
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(PHOTO_URL_PATTERN);
    const served = await t.app.inject({ method: 'GET', url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1067,
    });
    const text = multipart(Buffer.from('not a picture'), 'tread.jpg', 'image/jpeg');
    expect((await upload(ann, text, '/api/p/photos')).json().message).toBe(Messages.ImageBadFormat);
    const huge = await upload(
      ann,
      multipart(await bigPhoto(900, 900), 'huge.png', 'image/png'),
      '/api/p/photos',
    );
    expect([huge.statusCode, huge.json().message]).toEqual([400, Messages.ImageTooLarge]);
  });
});
