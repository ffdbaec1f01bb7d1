export { Segmented, type SegmentOption } from './segmented';
