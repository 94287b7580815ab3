-- One spelling, US English (issue 19): exchanges canceled before keep no British status.
UPDATE "mall_exchanges" SET "status" = 'canceled' WHERE "status" = 'cancelled';
