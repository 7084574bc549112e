import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import {
  GiftCardLedgerBody,
  GiftCardList,
  GiftCardSaved,
  IssueGiftCardDto,
} from './dto/gift-card.dto';
import { GiftCardsService } from './gift-cards.service';
import { PricingService } from '../pricing/pricing.service';
import { toMinorUnits } from '../common/money';

/** The admin's gift cards: the list, one issued by hand, a card's ledger, a void. */
@ApiTags('gift-cards')
@AdminOnly()
@Controller('api/admin/gift-cards')
export class AdminGiftCardsController {
  constructor(
    private readonly giftCards: GiftCardsService,
    private readonly pricing: PricingService,
  ) {}

  @Get()
  @Endpoint({
    operationId: 'AdminGiftCardsController_list',
    summary: 'List gift cards',
    description: 'Newest first, each with its balance (the sum of its ledger) and status.',
    access: 'admin',
  })
  @ApiOkResponse({ type: GiftCardList })
  async list(): Promise<GiftCardList> {
    return { data: await this.giftCards.list() };
  }

  @Post()
  @Endpoint({
    operationId: 'AdminGiftCardsController_issue',
    summary: 'Issue a gift card by hand',
    description:
      'A goodwill gesture: no payment (works with payments off). Its code is mailed to recipientEmail and answered in `data.code`; audited.',
    access: 'admin',
    errors: {
      400: "Invalid input: 'The amount must be from 10 to 1000', 'Please enter a valid email address'",
    },
  })
  @ApiCreatedResponse({ type: GiftCardSaved })
  async issue(@Body() dto: IssueGiftCardDto): Promise<GiftCardSaved> {
    const card = await this.giftCards.issue({
      amount: toMinorUnits(dto.amount),
      currency: this.pricing.currency,
      recipientEmail: dto.recipientEmail,
      ...(dto.message && { message: dto.message }),
      source: 'admin',
    });
    return { message: 'Gift card issued', data: await this.giftCards.view(card) };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'AdminGiftCardsController_ledger',
    summary: 'A gift card and its ledger',
    description: 'Every transaction, oldest first: issue, redeem, release, refund, void.',
    access: 'admin',
    errors: { 404: "'Gift card not found'" },
  })
  @ApiOkResponse({ type: GiftCardLedgerBody })
  async ledger(@Param('id', ParseObjectIdPipe) id: string): Promise<GiftCardLedgerBody> {
    return { data: await this.giftCards.ledger(id) };
  }

  @Post(':id/void')
  @HttpCode(200)
  @Endpoint({
    operationId: 'AdminGiftCardsController_void',
    summary: 'Void a gift card',
    description:
      'What is left is taken off in one ledger entry and the card can no longer pay; bookings it already paid keep it. Audited.',
    access: 'admin',
    errors: { 404: "'Gift card not found'", 409: "'This gift card is already void'" },
  })
  @ApiOkResponse({ type: GiftCardSaved })
  async void(@Param('id', ParseObjectIdPipe) id: string): Promise<GiftCardSaved> {
    return { message: 'Gift card voided', data: await this.giftCards.void(id) };
  }
}
