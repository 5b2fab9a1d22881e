CREATE TABLE "product_view_day" (
	"supply_entr_cd" text NOT NULL,
	"view_dt" date NOT NULL,
	"prod_cd" text NOT NULL,
	"pv_cnt" integer NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "product_view_day_supply_entr_cd_view_dt_prod_cd_pk" PRIMARY KEY("supply_entr_cd","view_dt","prod_cd"),
	CONSTRAINT "product_view_day_cnt_ck" CHECK ("product_view_day"."pv_cnt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"bulletin_sq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_bulletin_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"notice_gb" text DEFAULT 'N' NOT NULL,
	"popup_yn" text DEFAULT 'N' NOT NULL,
	"popup_start_dt" date,
	"popup_end_dt" date,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"reg_id" text NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"up_id" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_popup_period_ck" CHECK ("notice"."popup_yn" = 'N' or ("notice"."popup_start_dt" is not null and "notice"."popup_end_dt" is not null and "notice"."popup_start_dt" <= "notice"."popup_end_dt"))
);
--> statement-breakpoint
CREATE TABLE "popup_window" (
	"popup_cd" text PRIMARY KEY NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"up_id" text NOT NULL,
	"up_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_window_period_ck" CHECK ("popup_window"."start_dt" <= "popup_window"."end_dt")
);
--> statement-breakpoint
CREATE TABLE "product_qna" (
	"prd_qna_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_qna_prd_qna_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"mall_qna_id" text NOT NULL,
	"prod_cd" text NOT NULL,
	"qna_class_cd" text NOT NULL,
	"buyer_nm" text NOT NULL,
	"secret_yn" text DEFAULT 'N' NOT NULL,
	"question" text NOT NULL,
	"question_dt" timestamp with time zone NOT NULL,
	"answer_sts_cd" text DEFAULT 'UNANSWERED' NOT NULL,
	"answer" text,
	"answer_up_dt" timestamp with time zone,
	"answer_dt" timestamp with time zone,
	"answer_id" text,
	"reg_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "product_qna_answered_ck" CHECK ("product_qna"."answer_sts_cd" <> 'ANSWERED' or ("product_qna"."answer" is not null and "product_qna"."answer_dt" is not null))
);
--> statement-breakpoint
CREATE TABLE "supply_cs" (
	"supply_cs_sq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_cs_supply_cs_sq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supply_entr_cd" text NOT NULL,
	"ord_no" text,
	"inqr_cont" text NOT NULL,
	"ugnt_yn" text DEFAULT 'N' NOT NULL,
	"rspn_div_cd" text NOT NULL,
	"clsn_fix_dt" timestamp with time zone NOT NULL,
	"sts_cd" text DEFAULT 'WAITING' NOT NULL,
	"rspn_cont" text,
	"rspn_dt" timestamp with time zone,
	"rspn_id" text,
	"reg_id" text NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_cs_answered_ck" CHECK ("supply_cs"."sts_cd" <> 'ANSWERED' or ("supply_cs"."rspn_cont" is not null and "supply_cs"."rspn_dt" is not null))
);
--> statement-breakpoint
CREATE INDEX "notice_list_idx" ON "notice" USING btree ("use_yn","notice_gb","reg_dt");--> statement-breakpoint
CREATE INDEX "notice_popup_idx" ON "notice" USING btree ("popup_yn","popup_end_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "product_qna_mall_uq" ON "product_qna" USING btree ("mall_qna_id");--> statement-breakpoint
CREATE INDEX "product_qna_question_idx" ON "product_qna" USING btree ("supply_entr_cd","question_dt");--> statement-breakpoint
CREATE INDEX "product_qna_answer_idx" ON "product_qna" USING btree ("supply_entr_cd","answer_dt");--> statement-breakpoint
CREATE INDEX "product_qna_status_idx" ON "product_qna" USING btree ("supply_entr_cd","answer_sts_cd","question_dt");--> statement-breakpoint
CREATE INDEX "supply_cs_reg_idx" ON "supply_cs" USING btree ("supply_entr_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "supply_cs_status_idx" ON "supply_cs" USING btree ("supply_entr_cd","sts_cd","reg_dt");--> statement-breakpoint
CREATE INDEX "supply_cs_queue_idx" ON "supply_cs" USING btree ("sts_cd","reg_dt");--> statement-breakpoint
-- The guarantee-service terms popup's window as the spec gives it (business-area §4); the operator can move it.
INSERT INTO "popup_window" ("popup_cd", "start_dt", "end_dt", "up_id", "up_dt") VALUES ('GRNT_SRVC', '2022-04-21', '2022-05-31', 'system', '2022-04-01T00:00:00+09:00');
