import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { BOOKING_BUSY_DOC } from '../shared/booking-locks';
import { BOOKING_CANCELLED, HOLD_EXPIRED } from '../shared/booking-status';
import { CHECK_IN_PARAM } from '../tours/check-in-status';
import { CheckInDto, CheckInSaved, ManifestView } from './dto/manifest.dto';
import {
  MANIFEST_DATE,
  MANIFEST_DESTINATION,
  MANIFEST_TIME,
  parseManifestQuery,
} from './manifest-query';
import { BOOKING_NOT_FOUND, ManifestService, TOURS_ONLY } from './manifest.service';

/** The manifest of a tour time and the check-in of its guests: admins and guides. */
@ApiTags('manifest')
@Controller('api/admin')
export class ManifestController {
  constructor(private readonly manifests: ManifestService) {}

  @Get('manifest')
  @Endpoint({
    operationId: 'ManifestController_manifest',
    summary: 'Who is on one tour time',
    description:
      'The live bookings (held or confirmed; never cancelled or expired) of a destination on a date at a time, both wall-clock in the tour’s zone, sorted by name, with their totals (bookings, tickets, tickets checked in). An admin gets each booking’s internal note too; a guide does not.',
    access: 'staff',
    errors: {
      400: `'${MANIFEST_DESTINATION}', '${MANIFEST_DATE}' or '${MANIFEST_TIME}'`,
      404: "'Destination not found' (and no bookings of it on that day)",
    },
  })
  @ApiQuery({ name: 'destinationId', required: true, type: String })
  @ApiQuery({ name: 'date', required: true, type: String, example: '2026-12-01' })
  @ApiQuery({ name: 'time', required: true, type: String, example: '09:00' })
  @ApiOkResponse({ type: ManifestView })
  manifest(
    @Query() query: Record<string, unknown>,
    @CurrentUser() caller: AuthUser,
  ): Promise<ManifestView> {
    return this.manifests.manifest(parseManifestQuery(query), caller.role === 'admin');
  }

  @Patch('bookings/:reference/check-in')
  @Endpoint({
    operationId: 'ManifestController_checkIn',
    summary: 'Mark a guest arrived or no-show (or clear the mark)',
    description: 'Saved at once and audited (`checked-in`); the same mark again changes nothing.',
    access: 'staff',
    errors: {
      400: `'${CHECK_IN_PARAM}' or '${TOURS_ONLY}'`,
      404: `'${BOOKING_NOT_FOUND}'`,
      409: `'${BOOKING_CANCELLED}', '${HOLD_EXPIRED}', or ${BOOKING_BUSY_DOC}`,
    },
  })
  @ApiOkResponse({ type: CheckInSaved })
  async checkIn(
    @Param('reference') reference: string,
    @Body() dto: CheckInDto,
  ): Promise<CheckInSaved> {
    return {
      message: 'Check-in saved',
      data: await this.manifests.checkIn(reference, dto.status),
    };
  }
}
