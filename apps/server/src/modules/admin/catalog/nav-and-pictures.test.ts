import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminCatalogPaths as paths,
  type MediaUploadData,
  type NavListData,
  type PictureListData,
} from '@can/contracts/admin-catalog';
import { clientConfigPath, cmsPaths, type NavMenu, type RollPicture } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { localDiskMediaStorage } from '../../../platform/media-storage';
import { adminCall, staffSession } from '../admin-test-kit';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en, 'fr-FR': '', 'ko-KR': '' });

describe('admin catalog: nav menu, pictures and uploads', () => {
  let t: TestApp;
  let cookie: string;
  const mediaDir = mkdtempSync(join(tmpdir(), 'can-media-'));
  beforeAll(async () => {
    t = await createTestApp({ deps: { mediaStorage: localDiskMediaStorage(mediaDir) } });
    cookie = (await staffSession(t, 'editor')).cookie;
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const publicGet = async <T>(path: string, query?: Record<string, unknown>, locale = 'en_US') =>
    ((await t.signed({ method: 'GET', path, query, locale })).json() as { data: T }).data;
  const audited = (action: string) =>
    t.deps.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  const menuVersion = async () =>
    (await t.app.inject({ method: 'GET', url: clientConfigPath })).json().data
      .menuVersion as string;

  it('adds a menu entry under a top-level one: travellers get it with a new menu version', async () => {
    const list = await adminCall<NavListData>(t, 'GET', paths.navList, { cookie });
    expect(list.code).toBe(200);
    const parent = list.data.entries.find((e) => e.parentId === null && !e.hidden)!;
    const component = list.data.components[0]!;
    const versionBefore = await menuVersion();
    t.clock.advance(1000);

    const saved = await adminCall<{ id: number }>(t, 'POST', paths.navSave, {
      cookie,
      body: {
        parentId: parent.id,
        path: '/guide/new-lounge',
        urlkey: 'new-lounge',
        name: text('新贵宾厅', 'New lounge'),
        component,
        sort: 99,
      },
    });
    expect(saved.code).toBe(200);
    expect(await menuVersion()).not.toBe(versionBefore);

    const menus = await publicGet<{ navMenuDTOs: NavMenu[] }>(cmsPaths.navMenus);
    const top = menus.navMenuDTOs.find((m) => m.id === parent.id)!;
    expect(top.childrenNavMenus.find((c) => c.id === saved.data.id)).toMatchObject({
      name: 'New lounge',
      path: '/guide/new-lounge',
      hidden: false,
    });
    const [record] = await audited('nav.create');
    expect(record).toMatchObject({ target: `nav:${saved.data.id}` });
    expect(record!.staff_username).toMatch(/^editor-/);

    const hidden = await adminCall(t, 'POST', paths.navVisibility, {
      cookie,
      body: { id: saved.data.id, visible: false },
    });
    expect(hidden.code).toBe(200);
    const after = await publicGet<{ navMenuDTOs: NavMenu[] }>(cmsPaths.navMenus);
    expect(
      after.navMenuDTOs
        .find((m) => m.id === parent.id)!
        .childrenNavMenus.find((c) => c.id === saved.data.id)!.hidden,
    ).toBe(true);
    expect(await audited('nav.hide')).toHaveLength(1);
  });

  it('refuses bad entries with the envelope: fields (400) and the menu rules (601)', async () => {
    const bad = await adminCall(t, 'POST', paths.navSave, {
      cookie,
      locale: 'en_US',
      body: { path: 'no slash', urlkey: 'a b', name: text('', 'x') },
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('path');
    expect(bad.msg).toContain('urlkey');

    const unknownView = await adminCall(t, 'POST', paths.navSave, {
      cookie,
      locale: 'en_US',
      body: { path: '/x', urlkey: 'x', name: text('某', 'X'), component: 'no/such-view' },
    });
    expect(unknownView).toMatchObject({ code: 601 });
    expect(unknownView.msg).toContain('no/such-view');

    const loop = await adminCall<NavListData>(t, 'GET', paths.navList, { cookie });
    const child = loop.data.entries.find((e) => e.parentId !== null)!;
    const parent = loop.data.entries.find((e) => e.id === child.parentId)!;
    const cycle = await adminCall(t, 'POST', paths.navSave, {
      cookie,
      body: { ...parent, parentId: child.id },
    });
    expect(cycle.code).toBe(601);
  });

  it('is refused to other roles (403) and without a session (401)', async () => {
    const service = (await staffSession(t, 'service')).cookie;
    expect((await adminCall(t, 'GET', paths.navList, { cookie: service })).code).toBe(403);
    expect((await adminCall(t, 'POST', paths.pictureSave, { body: {} })).code).toBe(401);
  });

  it('uploads a picture, serves it from /media/, and puts it on the home carousel', async () => {
    const upload = await adminCall<MediaUploadData>(t, 'POST', paths.mediaUpload, {
      cookie,
      body: { fileName: 'new-t3.png', data: PNG.toString('base64') },
    });
    expect(upload).toMatchObject({
      code: 200,
      data: { contentType: 'image/png', bytes: PNG.length },
    });
    expect(upload.data.path).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: `/media/${upload.data.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const saved = await adminCall<{ id: number }>(t, 'POST', paths.pictureSave, {
      cookie,
      body: {
        urlKey: 'home',
        title: text('T3 新航站楼', 'The new Terminal 3'),
        content: text('', ''),
        imageUrl: upload.data.path,
        url: '/guide',
        sort: 0,
      },
    });
    expect(saved.code).toBe(200);
    const slides = await publicGet<RollPicture[]>(cmsPaths.rollPictures, { urlKey: 'home' });
    expect(slides.find((s) => s.id === saved.data.id)).toMatchObject({
      title: 'The new Terminal 3',
      imageUrl: upload.data.path,
    });

    await adminCall(t, 'POST', paths.pictureVisibility, {
      cookie,
      body: { id: saved.data.id, visible: false },
    });
    const without = await publicGet<RollPicture[]>(cmsPaths.rollPictures, { urlKey: 'home' });
    expect(without.some((s) => s.id === saved.data.id)).toBe(false);
    const list = await adminCall<PictureListData>(t, 'GET', paths.pictureList, { cookie });
    expect(list.data.pictures.find((p) => p.id === saved.data.id)!.visible).toBe(false);
    expect(await audited('media.upload')).toHaveLength(1);
    expect(await audited('picture.hide')).toHaveLength(1);
  });

  it('refuses a file that is not a picture, whatever its name, and one too large', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const notImage = await adminCall(t, 'POST', paths.mediaUpload, {
      cookie,
      locale: 'en_US',
      body: { fileName: 'banner.png', data: svg.toString('base64') },
    });
    expect(notImage).toMatchObject({
      code: 601,
      msg: 'The file is not a PNG, JPEG, WebP or GIF picture',
    });

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await adminCall(t, 'POST', paths.mediaUpload, {
      cookie,
      locale: 'en_US',
      body: { fileName: 'big.png', data: big.toString('base64') },
    });
    expect(tooLarge).toMatchObject({ code: 601, msg: 'The picture is larger than 2 MB' });

    const garbled = await adminCall(t, 'POST', paths.mediaUpload, {
      cookie,
      body: { fileName: 'x.png', data: 'not base64!' },
    });
    expect(garbled.code).toBe(400);
    expect(await audited('media.upload')).toHaveLength(1);
    const unknown = await t.app.inject({ method: 'GET', url: '/media/uploads/../../etc/passwd' });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes a page banner and refuses a folder that does not exist', async () => {
    const folder = await adminCall(t, 'POST', paths.folderSave, {
      cookie,
      body: {
        urlKey: 'hotels',
        name: text('机场酒店', 'Airport hotels'),
        bannerUrl: 'banners/hotel-night.svg',
      },
    });
    expect(folder.code).toBe(200);
    const shown = await publicGet<{ bannerUrl: string; name: string }>(cmsPaths.folderByUrlKey, {
      urlKey: 'hotels',
    });
    expect(shown).toMatchObject({ bannerUrl: 'banners/hotel-night.svg', name: 'Airport hotels' });
    const missing = await adminCall(t, 'POST', paths.pictureSave, {
      cookie,
      body: { urlKey: 'nowhere', title: text('某', 'X'), imageUrl: 'banners/default.svg' },
    });
    expect(missing.code).toBe(601);
  });
});
