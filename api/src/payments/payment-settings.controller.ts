import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { PaymentsService } from './payments.service';

export class PaymentSettings {
  @ApiProperty({
    type: Boolean,
    description: 'true: bookings are paid by card on Stripe Checkout; false: paid on the day',
  })
  enabled: boolean;

  @ApiPropertyOptional({ type: String, example: 'usd' })
  currency?: string;
}

/** What the booking forms tell visitors about paying, before they book. */
@ApiTags('payments')
@Controller('api/payments')
export class PaymentSettingsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  @Endpoint({
    operationId: 'PaymentSettingsController_settings',
    summary: 'Whether bookings are paid online (STRIPE_SECRET_KEY set) or on the day',
    access: 'public',
  })
  @ApiOkResponse({ type: PaymentSettings })
  settings(): PaymentSettings {
    return this.payments.enabled
      ? { enabled: true, currency: this.payments.currency }
      : { enabled: false };
  }
}
