import { registerMessages } from '../http/messages.ts';

/** Texts of uploads: multipart reading and the per-owner file rules (spec access §5 "Attachments"). */
registerMessages({
  'file.msg.required': { ko: '필수 첨부파일을 첨부해 주세요.', en: 'Attach the required file.' },
  'file.msg.kind': { ko: '첨부할 수 없는 파일 항목입니다.', en: 'This attachment is not accepted here.' },
  'file.msg.kindsMismatch': { ko: '첨부파일 정보가 올바르지 않습니다.', en: 'The attachments do not match their list.' },
  'file.msg.empty': { ko: '크기가 0인 파일은 첨부할 수 없습니다.', en: 'An empty file cannot be attached.' },
  'file.msg.tooLarge': { ko: '첨부파일 용량 한도를 초과했습니다.', en: 'The file is larger than allowed.' },
  'file.msg.tooMany': { ko: '첨부파일 수가 허용 한도를 넘었습니다.', en: 'Too many files were attached.' },
  'file.msg.type': { ko: 'JPG, PNG, PDF 파일만 첨부할 수 있습니다.', en: 'Only JPG, PNG and PDF files can be attached.' },
  'file.msg.imageType': { ko: 'JPG, GIF, PNG 이미지만 첨부할 수 있습니다.', en: 'Only JPG, GIF and PNG images can be attached.' },
  'file.msg.multipart': { ko: '전송 형식이 올바르지 않습니다.', en: 'The form was not sent in the expected format.' },
  'file.msg.jsonPart': { ko: '입력한 내용을 읽을 수 없습니다. 다시 시도해 주세요.', en: 'The form could not be read. Please try again.' },
});
