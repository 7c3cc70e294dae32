import {
  retirementInputsSchema,
  retirementPlanSchema,
  retirementSimulationSchema,
  type RetirementInputs,
  type RetirementPlan,
  type RetirementSimulation,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { RetirementService } from './retirement.service';

@ApiTags('retirement')
@Controller('retirement')
export class RetirementController {
  constructor(private readonly service: RetirementService) {}

  @Get()
  @ApiAnswer(
    "The family's retirement plan: its inputs, the defaults from its own data, and the odds its money lasts with the wealth bands by age (10,000 seeded paths)",
    retirementPlanSchema,
  )
  plan(@CurrentUser() user: User): Promise<RetirementPlan> {
    return this.service.plan(user.id);
  }

  @Put()
  @ApiAnswer(
    'Store the plan (adults, spending, savings, invested wealth, mix, assumptions; null: the default) and answer it with its odds',
    retirementPlanSchema,
  )
  save(
    @CurrentUser() user: User,
    @Body({ schema: retirementInputsSchema }) body: RetirementInputs,
  ): Promise<RetirementPlan> {
    return this.service.save(user.id, body);
  }

  /** A POST because it carries a body, but it stores nothing. */
  @Post('simulate')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer("Run a what-if over the family's defaults, storing nothing", retirementSimulationSchema)
  simulate(
    @CurrentUser() user: User,
    @Body({ schema: retirementInputsSchema }) body: RetirementInputs,
  ): Promise<RetirementSimulation> {
    return this.service.simulate(user.id, body);
  }
}
