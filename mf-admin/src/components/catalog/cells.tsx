import { imageUrl } from '@travel/shell/http';

/** The record's picture in a table row; decorative, the row's name column says what it is. */
export function Thumb({ src }: { src: string | undefined }) {
  return src ? <img className="adm-thumb" src={imageUrl(src, 480)} alt="" loading="lazy" /> : null;
}
