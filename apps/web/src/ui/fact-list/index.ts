export { Fact, FactList } from './fact-list';
