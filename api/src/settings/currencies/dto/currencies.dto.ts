import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsNumber,
  IsString,
  ValidateNested,
} from 'class-validator';
import { MessageWithDataResponse } from '../../../common/responses/envelopes';
import { MAX_CURRENCIES } from '../currency-rates';

@ApiSchema({ name: 'CurrencyRate', description: 'One display currency and its rate.' })
export class CurrencyRateView {
  @ApiProperty({ type: String, example: 'EUR', description: 'ISO 4217, upper-case' })
  code: string;
  @ApiProperty({
    type: Number,
    example: 0.92,
    description: 'How many units of `code` one unit of `base` is worth',
  })
  rate: number;
}

@ApiSchema({
  name: 'CurrencyList',
  description:
    "The currencies a visitor may see prices in, the site's own (`base`, rate 1) first. Display only: charges, refunds, gift cards and promo codes stay in `base`.",
})
export class CurrencyList {
  @ApiProperty({ type: String, example: 'USD', description: "The site's CURRENCY, upper-case" })
  base: string;
  @ApiProperty({ type: [CurrencyRateView] })
  currencies: CurrencyRateView[];
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When an admin last saved the list; null while none was saved',
  })
  updatedAt: Date | null;
}

export class CurrencyRateDto {
  @ApiProperty({ type: String, example: 'EUR' })
  @IsDefined({ message: 'Each currency needs a code' })
  @IsString({ message: 'A currency code must be text, such as EUR' })
  code: string;

  @ApiProperty({ type: Number, example: 0.92, exclusiveMinimum: true, minimum: 0 })
  @IsDefined({ message: 'Each currency needs a rate' })
  @IsNumber({}, { message: 'A rate must be a number, such as 0.92' })
  rate: number;
}

export class UpdateCurrenciesDto {
  @ApiProperty({ type: [CurrencyRateDto], maxItems: MAX_CURRENCIES })
  @IsDefined({ message: 'Please send the list of currencies' })
  @IsArray({ message: 'Please send the list of currencies' })
  @ArrayMaxSize(MAX_CURRENCIES, { message: `At most ${MAX_CURRENCIES} currencies are allowed` })
  @ValidateNested({ each: true })
  @Type(() => CurrencyRateDto)
  currencies: CurrencyRateDto[];
}

export const CurrenciesSaved = MessageWithDataResponse('CurrenciesSaved', CurrencyList);
export type CurrenciesSaved = { message: string; data: CurrencyList };
