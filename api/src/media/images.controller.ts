import { BadRequestException, Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PublicCached } from '../cache/public-cache.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { IMAGES_CACHE_TAG } from '../cache/cache-tags';
import { ImagesService, RENDITION_WIDTHS } from './images.service';

function parseWidth(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const width = Number(raw);
  if (!Number.isInteger(width) || width < 1)
    throw new BadRequestException('w must be a positive whole number of pixels');
  return width;
}

@ApiTags('images')
@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** An image never changes under its id (edits store new files), so browsers may keep it for a year. */
  @Get(':id')
  @Endpoint({
    operationId: 'ImagesController_serve',
    summary: 'An image',
    access: 'public',
    errors: {
      400: "A malformed id ('Invalid id'), or a w that is not a positive whole number",
      404: "'Image not found'",
    },
  })
  @PublicCached(IMAGES_CACHE_TAG, { query: ['w'] })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')
  @ApiQuery({
    name: 'w',
    required: false,
    type: Number,
    description: `Serve the nearest stored width at least this wide (${RENDITION_WIDTHS.join(', ')}, else the original)`,
  })
  @ApiOkResponse({ description: 'The image bytes', schema: { type: 'string', format: 'binary' } })
  async serve(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query('w') w: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const image = await this.images.read(id, parseWidth(w));
    // Express answers If-None-Match with a 304 when it sends a body whose ETag matches.
    res
      .set({
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${image.id}"`,
      })
      .send(image.bytes);
  }
}
