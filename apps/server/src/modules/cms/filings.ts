/**
 * The ICP filing and the public-security filing shown in the footer, chosen by the host name
 * the site is reached at (each registered domain has its own numbers), with a default.
 * The numbers are operator data: confirm them against the MIIT and MPS registers before launch.
 */
interface Filing {
  hosts: string[];
  icp: string;
  police: string;
  policeCode: string;
}

const FILINGS: Filing[] = [
  {
    hosts: ['www.gbiac.net', 'gbiac.net', 'm.gbiac.net'],
    icp: '粤ICP备05066019号',
    police: '粤公网安备 44011102000245号',
    policeCode: '44011102000245',
  },
  {
    hosts: ['www.baiyunairport.com', 'baiyunairport.com'],
    icp: '粤ICP备05066019号-3',
    police: '粤公网安备 44011102000246号',
    policeCode: '44011102000246',
  },
];
const DEFAULT_FILING = FILINGS[0]!;

export function filingsFor(host: string | undefined) {
  const name = (host ?? '').split(':')[0]!.toLowerCase();
  const filing = FILINGS.find((f) => f.hosts.includes(name)) ?? DEFAULT_FILING;
  return {
    icp: { text: filing.icp, link: 'https://beian.miit.gov.cn/' },
    police: {
      text: filing.police,
      link: `https://beian.mps.gov.cn/#/query/webSearch?code=${filing.policeCode}`,
    },
  };
}
