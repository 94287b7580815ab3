CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_nick_name_prefix_idx" ON "users" USING btree (lower("nick_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_prefix_idx" ON "users" USING btree ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_customers_newest_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_staff_newest_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" <> 'customer';--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","id");