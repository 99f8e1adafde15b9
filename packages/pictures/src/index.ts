export { pictureChain, shownLinks } from './chains.js';
export { pictureOfBoard, pictureOfStep } from './describe.js';
export { BOARD, candidatePoint, cellCorner, houseRect, type Point } from './geometry.js';
export { housesToLook, stepHeadline, whereToLook } from './headline.js';
export {
  FOLD_KEEP,
  FOLD_LINKS,
  type HouseRole,
  PATTERN_ROLES,
  type PatternRole,
  type Picture,
  type PictureCell,
  type PictureChain,
  type PictureHouse,
  type PictureLink,
  type PictureMark,
  type Position,
} from './picture.js';
export { PICTURE_CSS } from './style.js';
export { escapeXml, renderSvg, type SvgOptions } from './svg.js';
