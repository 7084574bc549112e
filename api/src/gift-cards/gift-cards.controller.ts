import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { RATE_LIMITS, RateLimited } from '../throttle/rate-limits';
import { BuyGiftCardDto, GiftCardBalanceBody, GiftCardCheckoutStarted } from './dto/gift-card.dto';
import { GiftCardPurchases } from './gift-card-purchases.service';
import { GiftCardsService } from './gift-cards.service';

/** What visitors do with gift cards: buy one, and read a code's balance before booking. */
@ApiTags('gift-cards')
@Controller('api/gift-cards')
export class GiftCardsController {
  constructor(
    private readonly giftCards: GiftCardsService,
    private readonly purchases: GiftCardPurchases,
  ) {}

  @Post()
  @Endpoint({
    operationId: 'GiftCardsController_buy',
    summary: 'Buy a gift card',
    description:
      "Opens a Stripe Checkout Session for the amount; the site sends the visitor to `checkoutUrl`. The card is issued and its code mailed (to recipientEmail, else the buyer) only once Stripe's signed webhook says the session was paid.",
    access: 'public',
    errors: {
      400: "Invalid input: 'The amount must be from 10 to 1000', 'Please enter a valid email address'",
      409: "Card payments are off: 'Gift cards cannot be bought on this site: card payments are off. Please contact us instead.'",
    },
  })
  @RateLimited(RATE_LIMITS.booking)
  @ApiCreatedResponse({ type: GiftCardCheckoutStarted })
  async buy(@Body() dto: BuyGiftCardDto): Promise<GiftCardCheckoutStarted> {
    return { message: 'Redirecting to payment', data: await this.purchases.buy(dto) };
  }

  @Get(':code')
  @Endpoint({
    operationId: 'GiftCardsController_balance',
    summary: "A gift card's balance",
    description:
      'Any case, with or without dashes. Balance and expiry for the booking form; its status says whether it can pay (active) or why not (used, expired, voided). Rate-limited with the manage links: codes are 80 random bits, and guessing is slowed.',
    access: 'public',
    errors: { 404: "'This gift card does not exist'" },
  })
  @RateLimited(RATE_LIMITS.manage)
  @ApiOkResponse({ type: GiftCardBalanceBody })
  async balance(@Param('code') code: string): Promise<GiftCardBalanceBody> {
    const { card, state } = await this.giftCards.lookup(code);
    const view = await this.giftCards.view(card);
    return {
      data: {
        code: view.code,
        balance: view.balance,
        currency: view.currency,
        expiresAt: view.expiresAt,
        status: state.status,
      },
    };
  }
}
