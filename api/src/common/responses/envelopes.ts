import { Type } from '@nestjs/common';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Page } from '../pagination/paginate';

export type { Page };

// The contract wraps answers in a few fixed envelopes. Each factory makes the response class for one
// item type, named as the OpenAPI document (and so the frontends' generated types) knows it. Beside
// each call, a type of the same name keeps `Promise<TourBookingPage>` readable in controllers.
// Written without the swagger compiler plugin (it only reads DTO files), so every property says its type.

/** `{message}`: what deletes and account actions answer. */
export interface MessageBody {
  message: string;
}

/** `{message, data}`: what creates and edits answer, the saved record in `data`. */
export interface MessageWithData<T> extends MessageBody {
  data: T;
}

/** `{data}`: one record, or a whole list, without paging. */
export interface DataBody<T> {
  data: T;
}

/** The response class of `{data, page, totalPages, total}` for one page of `item`s. */
export function PagedResponse<T>(schemaName: string, item: Type<T>): Type<Page<T>> {
  @ApiSchema({ name: schemaName })
  class PageOfItems implements Page<T> {
    @ApiProperty({ type: [item] })
    data: T[];
    @ApiProperty({ type: Number })
    page: number;
    @ApiProperty({ type: Number })
    totalPages: number;
    @ApiProperty({ type: Number })
    total: number;
  }
  return PageOfItems;
}

/** The response class of `{message}`. */
export function MessageOnlyResponse(schemaName: string): Type<MessageBody> {
  @ApiSchema({ name: schemaName })
  class Message implements MessageBody {
    @ApiProperty({ type: String })
    message: string;
  }
  return Message;
}

/** The response class of `{message, data}` with one `item` in `data`. */
export function MessageWithDataResponse<T>(
  schemaName: string,
  item: Type<T>,
): Type<MessageWithData<T>> {
  @ApiSchema({ name: schemaName })
  class MessageAndData implements MessageWithData<T> {
    @ApiProperty({ type: String })
    message: string;
    @ApiProperty({ type: item })
    data: T;
  }
  return MessageAndData;
}

/** The response class of `{data}`: one `item`, or a list of them when given `[item]`. */
export function DataResponse<T>(schemaName: string, item: Type<T>): Type<DataBody<T>>;
export function DataResponse<T>(schemaName: string, item: [Type<T>]): Type<DataBody<T[]>>;
export function DataResponse<T>(
  schemaName: string,
  item: Type<T> | [Type<T>],
): Type<DataBody<unknown>> {
  @ApiSchema({ name: schemaName })
  class Data implements DataBody<unknown> {
    @ApiProperty({ type: item })
    data: unknown;
  }
  return Data;
}
