export { Page, PageHead, PageHeadLink } from './page';
export { BannerTitleContext, PageHeading } from './page-heading';
