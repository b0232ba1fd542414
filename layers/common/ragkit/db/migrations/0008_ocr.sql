-- OCR (issue 18): how many pages of a document were read by OCR, and the mean confidence of the
-- OCR lines kept, so a reader of the document's status can tell a scan from a text layer.
ALTER TABLE documents ADD COLUMN ocr_pages integer NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN ocr_confidence real;
