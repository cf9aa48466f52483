// The guest migration's public entry: what the planner uses to move a guest's plan to the account.
export { migratedPlanId, moveGuestData } from './GuestMigration';
export { hasGuestContent } from './guestMigration';
