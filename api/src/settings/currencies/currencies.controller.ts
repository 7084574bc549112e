import { Body, Controller, Get, HttpCode, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PublicCached } from '../../cache/public-cache.decorator';
import { CURRENCIES_CACHE_TAG } from '../../cache/cache-tags';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { CurrenciesService } from './currencies.service';
import { MAX_IMPORT_BYTES } from './currency-rates';
import { CurrenciesSaved, CurrencyList, UpdateCurrenciesDto } from './dto/currencies.dto';
import { RatesFileInterceptor } from './rates-file.interceptor';

export const CURRENCIES_SAVED = 'Currencies saved';

@ApiTags('currencies')
@Controller()
export class CurrenciesController {
  constructor(private readonly currencies: CurrenciesService) {}

  @PublicCached(CURRENCIES_CACHE_TAG)
  @Get('api/currencies')
  @Endpoint({
    operationId: 'CurrenciesController_list',
    summary: 'The display currencies',
    description:
      "The currencies prices may be shown in, each with its rate from the site's CURRENCY (`base`, first, rate 1); just `base` until an admin saves a list. Display only: what is charged stays in `base`.",
    access: 'public',
  })
  @ApiOkResponse({ type: CurrencyList })
  list(): Promise<CurrencyList> {
    return this.currencies.list();
  }

  @Put('api/admin/currencies')
  @Endpoint({
    operationId: 'CurrenciesController_save',
    summary: 'Save the display currencies',
    description: 'Replaces the list; audited.',
    access: 'admin',
    errors: {
      400: 'A code that is not ISO 4217, a rate that is not a positive number, a code listed twice, the base at a rate other than 1, or more than 200 currencies; the message names the entry (`currencies[2]: ...`)',
    },
  })
  @ApiOkResponse({ type: CurrenciesSaved })
  async save(@Body() dto: UpdateCurrenciesDto): Promise<CurrenciesSaved> {
    return { message: CURRENCIES_SAVED, data: await this.currencies.save(dto.currencies) };
  }

  @Post('api/admin/currencies/import')
  @HttpCode(200)
  @UseInterceptors(RatesFileInterceptor)
  @Endpoint({
    operationId: 'CurrenciesController_import',
    summary: 'Import the display currencies from a CSV file',
    description: `A UTF-8 CSV file in the form field \`file\` (at most ${MAX_IMPORT_BYTES / 1024} KB): a \`code,rate\` line per currency (EUR,0.92), an optional header line \`code,rate\`. The file's list replaces the list; audited.`,
    access: 'admin',
    errors: {
      400: 'No file, or a bad line, named: `Line 3: "XYZ" is not an ISO 4217 currency code (such as EUR or GBP)`; nothing is saved',
      413: `The file must be at most ${MAX_IMPORT_BYTES / 1024} KB`,
    },
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOkResponse({ type: CurrenciesSaved })
  async import(@Req() request: Request): Promise<CurrenciesSaved> {
    // RatesFileInterceptor refused a request without its file.
    const file = request.file as Express.Multer.File;
    return { message: CURRENCIES_SAVED, data: await this.currencies.import(file.buffer) };
  }
}
