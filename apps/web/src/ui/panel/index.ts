export { Panel } from './panel';
