// Phone masking of product.md section 5. "The tail from the Nth character" is read 1-based: s.slice(N - 1),
// so for every phone of 4 or more characters the stars replace exactly the characters they hide and the
// masked text keeps the phone's length.

export function maskPhone(phone: string): string {
  // A member without a phone (e-mail only) has nothing to hide; stars alone would suggest a number.
  if (phone === '') return '';
  const n = phone.length;
  if (n > 9) return phone.slice(0, 3) + '****' + phone.slice(7);
  if (n > 7) return phone.slice(0, 3) + '***' + phone.slice(6);
  if (n > 6) return phone.slice(0, 2) + '***' + phone.slice(5);
  return phone.slice(0, 2) + '**' + phone.slice(4);
}
