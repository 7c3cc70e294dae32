import {
  forecastSchema,
  forecastSettingsSchema,
  insertPlannedEventSchema,
  insertRecurringItemSchema,
  plannedEventRowSchema,
  recurringItemRowSchema,
  recurringOverviewSchema,
  updateForecastSettingsSchema,
  updatePlannedEventSchema,
  updateRecurringItemSchema,
  type Forecast,
  type ForecastSettings,
  type RecurringOverview,
  type UpdateForecastSettings,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { CurrentUser } from '../auth/current-user.decorator';
import type { PlannedEventEntity, RecurringItemEntity } from './forecast.entities';
import { ForecastService } from './forecast.service';
import { PlannedEventsService, RecurringItemsService } from './recurring-items.service';

@ApiTags('forecast')
@Controller('forecast')
export class ForecastController {
  constructor(private readonly service: ForecastService) {}

  @Get()
  @ApiAnswer(
    'The next twelve months of cash, month by month, with the items behind each month, the lowest point and the floor warning',
    forecastSchema,
  )
  forecast(@CurrentUser() user: User): Promise<Forecast> {
    return this.service.forecast(user.id);
  }

  @Get('settings')
  @ApiAnswer("The forecast's floor and assumptions", forecastSettingsSchema)
  settings(@CurrentUser() user: User): Promise<ForecastSettings> {
    return this.service.settings(user.id);
  }

  @Patch('settings')
  @ApiAnswer(
    "Change the forecast's floor or assumptions (a floor of null: three months of expenses)",
    forecastSettingsSchema,
  )
  updateSettings(
    @CurrentUser() user: User,
    @Body({ schema: updateForecastSettingsSchema }) body: UpdateForecastSettings,
  ): Promise<ForecastSettings> {
    return this.service.updateSettings(user.id, body);
  }
}

@ApiTags('forecast')
@Controller('recurring-items')
export class RecurringItemsController extends crudRoutes<RecurringItemEntity>({
  insert: insertRecurringItemSchema,
  update: updateRecurringItemSchema,
  row: recurringItemRowSchema,
  noun: ['recurring item', 'recurring items'],
}) {
  constructor(
    protected readonly service: RecurringItemsService,
    private readonly forecasts: ForecastService,
  ) {
    super();
  }

  @Get('overview')
  @ApiAnswer(
    "The family's recurring items and the ones detected in its transactions it has not confirmed or stopped",
    recurringOverviewSchema,
  )
  overview(@CurrentUser() user: User): Promise<RecurringOverview> {
    return this.forecasts.overview(user.id);
  }
}

@ApiTags('forecast')
@Controller('planned-events')
export class PlannedEventsController extends crudRoutes<PlannedEventEntity>({
  insert: insertPlannedEventSchema,
  update: updatePlannedEventSchema,
  row: plannedEventRowSchema,
  noun: ['planned event', 'planned events'],
}) {
  constructor(protected readonly service: PlannedEventsService) {
    super();
  }
}
