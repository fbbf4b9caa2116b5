CREATE UNIQUE INDEX "kyc_documents_storage_key_unique" ON "kyc_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_unique" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_thumb_key_unique" ON "media" USING btree ("thumb_key");