import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { footerHref } from '../api/get-footer-menus';
import SiteFooter from './site-footer';

const link = (content: string, href: string, extra = {}) => ({
  type: 'link' as const,
  content,
  link: href,
  urlkey: '',
  prama: '',
  showDate: false,
  ...extra,
});

const FOOTER = {
  columns: [
    {
      title: 'About us',
      children: [
        link('The airport', '/footer/airport/basic/facts', { urlkey: 'airport-basic-facts' }),
        link('Airport notices', '/notice/airport', { showDate: true }),
      ],
    },
    {
      title: 'Join us',
      children: [
        link('Careers', 'https://www.zhaopin.com/companydetail/gbiac'),
        { ...link('Check-in help 08:00–21:30', ''), type: 'label' as const },
        { ...link('Scan me', 'qr/app.svg'), type: 'img' as const },
      ],
    },
  ],
  contact: {
    hotline: '020-36066999',
    address: 'Airport Road, Baiyun District, Guangzhou',
    qrCodeUrl: 'qr/wechat-official.svg',
    qrCodeLabel: 'Baiyun Airport on WeChat',
  },
  icp: { text: '粤ICP备05066019号', link: 'https://beian.miit.gov.cn/' },
  police: {
    text: '粤公网安备 44011102000245号',
    link: 'https://beian.mps.gov.cn/#/query/webSearch?code=44011102000245',
  },
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ handler: () => envelope(FOOTER) });
});

describe('site footer', () => {
  it('shows the columns: router links, new-window links, labels and pictures', async () => {
    renderWithApp(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('heading', { name: 'About us' });
    expect(within(footer).getByRole('link', { name: 'The airport' }).getAttribute('href')).toBe(
      '/footer/airport/basic/facts',
    );
    expect(within(footer).getByRole('link', { name: 'Airport notices' }).getAttribute('href')).toBe(
      '/notice/airport?showDate=1',
    );
    const careers = within(footer).getByRole('link', { name: /Careers/ });
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toContain('noopener');
    expect(within(footer).getByText('Check-in help 08:00–21:30').tagName).toBe('SPAN');
    expect(within(footer).getByRole('img', { name: 'Scan me' }).getAttribute('src')).toBe(
      '/media/qr/app.svg',
    );
    expect(api.apiCalls()[0]![0]).toBe('/byairport-cms/folder/getFooterMenus');
  });

  it('shows the contact block with its QR code and the ICP and police filings', async () => {
    renderWithApp(<SiteFooter />);
    const qr = await screen.findByRole('img', { name: 'Baiyun Airport on WeChat' });
    expect(qr.getAttribute('src')).toBe('/media/qr/wechat-official.svg');
    expect(screen.getByRole('link', { name: '020-36066999' }).getAttribute('href')).toBe(
      'tel:+862036066999',
    );
    expect(screen.getByText('Airport Road, Baiyun District, Guangzhou')).toBeTruthy();
    const icp = screen.getByRole('link', { name: /粤ICP备05066019号/ });
    expect(icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    const police = screen.getByRole('link', { name: /44011102000245/ });
    expect(police.getAttribute('href')).toBe(FOOTER.police.link);
  });

  it('shows a skeleton, then an error with a retry that recovers', async () => {
    api.setHandler(() => envelope(null, 500, 'down'));
    renderWithApp(<SiteFooter />);
    expect(screen.getByRole('contentinfo').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    api.setHandler(() => envelope(FOOTER));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('builds a link from its path, parameters and showDate', () => {
    expect(footerHref(link('x', '/a', { prama: 'urlKey=b&x=1', showDate: true }))).toBe(
      '/a?urlKey=b&x=1&showDate=1',
    );
    expect(footerHref(link('x', '/a?showDate=0', { showDate: true }))).toBe('/a?showDate=0');
    expect(footerHref(link('x', '/a'))).toBe('/a');
  });
});
