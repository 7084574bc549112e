import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, mongo } from 'mongoose';
import sharp from 'sharp';
import { ChangeFeed } from '../cache/change-feed.service';
import { isObjectIdString } from '../common/object-id';
import { IMAGES_CACHE_TAG } from '../cache/cache-tags';
import { detectImageType, ImageType } from './image-type';

export const ONLY_IMAGES = 'Only image files are allowed';
/**
 * Widths of the WebP renditions stored next to every upload: list thumbnails (480), a detail page's photo
 * on a phone (800, its ~380 CSS px at a phone's pixel density) and on a large screen (1200).
 */
export const RENDITION_WIDTHS = [480, 800, 1200] as const;

const URL_PREFIX = '/api/images/';

type ObjectId = mongo.ObjectId;
const { GridFSBucket, ObjectId } = mongo;

/** An upload checked and converted in memory, not stored yet. */
export interface PreparedImage {
  contentType: ImageType;
  width: number;
  bytes: Buffer;
  renditions: { width: number; bytes: Buffer }[];
}

interface RenditionRef {
  width: number;
  id: ObjectId;
}

interface ImageMetadata {
  contentType: string;
  width: number;
  /** Set on originals only. */
  renditions?: RenditionRef[];
}

export interface ImageBytes {
  id: string;
  contentType: string;
  bytes: Buffer;
}

export function imageUrl(id: ObjectId | string): string {
  return `${URL_PREFIX}${id.toString()}`;
}

function idOfUrl(url: string): ObjectId | undefined {
  const hex = url.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : '';
  return isObjectIdString(hex) ? new ObjectId(hex) : undefined;
}

/**
 * The upload decoded and encoded again in its own format, so what is stored is only pixels the decoder
 * understood: anything else a file carries (HTML or a script appended after the image's end, comments and
 * text chunks, EXIF with its GPS position) is gone, whatever a browser or another program would make of
 * it. Photos are turned upright by their EXIF orientation first, since the orientation tag goes with the
 * rest of the metadata. Every frame of an animated GIF or WebP is kept. The qualities keep a photo looking
 * as uploaded at a size close to a camera's or an editor's export.
 */
async function reencode(upload: Buffer, type: ImageType) {
  const animated = type === 'image/gif' || type === 'image/webp';
  const image = sharp(upload, { animated }).rotate();
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    case 'image/png': {
      // A palette PNG (a logo, a diagram) stays one: as truecolour it would come out several times larger.
      const { isPalette } = await sharp(upload).metadata();
      return image
        .png({ compressionLevel: 9, palette: isPalette === true })
        .toBuffer({ resolveWithObject: true });
    }
    case 'image/gif':
      return image.gif().toBuffer({ resolveWithObject: true });
    case 'image/webp':
      return image.webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
    case 'image/avif':
      return image.avif({ quality: 60 }).toBuffer({ resolveWithObject: true });
  }
}

/** Images in GridFS (bucket `images`), so API instances share them without a shared disk. */
@Injectable()
export class ImagesService {
  private bucketInstance?: mongo.GridFSBucket;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly invalidator: ChangeFeed,
  ) {}

  private get bucket(): mongo.GridFSBucket {
    if (!this.connection.db) throw new Error('The database connection is not open');
    this.bucketInstance ??= new GridFSBucket(this.connection.db, { bucketName: 'images' });
    return this.bucketInstance;
  }

  /**
   * Checks every upload by its bytes and renders its renditions, writing nothing: a request whose files
   * are not all valid leaves no trace.
   */
  async prepare(uploads: Buffer[]): Promise<PreparedImage[]> {
    const types = uploads.map((bytes) => detectImageType(bytes));
    if (types.some((type) => type === undefined)) throw new BadRequestException(ONLY_IMAGES);
    const prepared: PreparedImage[] = [];
    for (const [index, bytes] of uploads.entries()) {
      prepared.push(await this.prepareOne(bytes, types[index] as ImageType));
    }
    return prepared;
  }

  private async prepareOne(upload: Buffer, contentType: ImageType): Promise<PreparedImage> {
    try {
      const { data: bytes, info } = await reencode(upload, contentType);
      const renditions = [];
      for (const target of RENDITION_WIDTHS.filter((w) => w < info.width)) {
        const rendition = await sharp(bytes)
          .resize({ width: target })
          .webp({ quality: 78 })
          .toBuffer();
        renditions.push({ width: target, bytes: rendition });
      }
      return { contentType, width: info.width, bytes, renditions };
    } catch {
      // Right signature, but the decoder cannot read it (sharp stops at the first warning, so a truncated
      // file too): a corrupt or disguised file.
      throw new BadRequestException(ONLY_IMAGES);
    }
  }

  /** Stores prepared images and returns their URLs; on a failure removes what it had written. */
  async store(images: PreparedImage[]): Promise<string[]> {
    const written: ObjectId[] = [];
    try {
      const urls: string[] = [];
      for (const image of images) {
        const renditions: RenditionRef[] = [];
        for (const rendition of image.renditions) {
          const id = await this.upload(rendition.bytes, {
            contentType: 'image/webp',
            width: rendition.width,
          });
          written.push(id);
          renditions.push({ width: rendition.width, id });
        }
        const id = await this.upload(image.bytes, {
          contentType: image.contentType,
          width: image.width,
          renditions,
        });
        written.push(id);
        urls.push(imageUrl(id));
      }
      return urls;
    } catch (error) {
      await this.deleteFiles(written);
      throw error;
    }
  }

  private upload(bytes: Buffer, metadata: ImageMetadata): Promise<ObjectId> {
    return new Promise((resolve, reject) => {
      const stream = this.bucket.openUploadStream(`image-${metadata.width}w`, { metadata });
      stream.once('error', reject).once('finish', () => resolve(stream.id));
      stream.end(bytes);
    });
  }

  /** Removes images (with their renditions) by their `/api/images/{id}` URLs; unknown URLs are ignored. */
  async removeByUrls(urls: readonly string[]): Promise<void> {
    const ids = urls.map(idOfUrl).filter((id): id is ObjectId => id !== undefined);
    if (!ids.length) return;
    const files = await this.bucket.find({ _id: { $in: ids } }).toArray();
    const renditions = files.flatMap(
      (file) => (file.metadata as ImageMetadata | undefined)?.renditions ?? [],
    );
    await this.deleteFiles([...renditions.map((r) => r.id), ...files.map((file) => file._id)]);
    await this.invalidator.invalidate(IMAGES_CACHE_TAG);
  }

  private async deleteFiles(ids: ObjectId[]): Promise<void> {
    for (const id of ids) {
      await this.bucket.delete(id).catch(() => undefined); // already gone: nothing left to remove
    }
  }

  /** The image, or with `width` its smallest stored version at least that wide (else the largest). */
  async read(id: string, width?: number): Promise<ImageBytes> {
    const file = await this.bucket.find({ _id: new ObjectId(id) }).next();
    if (!file) throw new NotFoundException('Image not found');
    const metadata = (file.metadata ?? {}) as ImageMetadata;
    let chosen = { id: file._id, contentType: metadata.contentType ?? 'application/octet-stream' };
    if (width && metadata.renditions?.length) {
      const versions = [...metadata.renditions, { width: metadata.width, id: file._id }].sort(
        (a, b) => a.width - b.width,
      );
      const best = versions.find((version) => version.width >= width) ?? versions.at(-1);
      if (best && !best.id.equals(file._id)) chosen = { id: best.id, contentType: 'image/webp' };
    }
    return {
      id: chosen.id.toString(),
      contentType: chosen.contentType,
      bytes: await this.download(chosen.id),
    };
  }

  private async download(id: ObjectId): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
