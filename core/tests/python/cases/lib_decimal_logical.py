# Digit-wise logical operations, rotate, shift, scaleb and logb.
from decimal import Decimal, Context, InvalidOperation, localcontext

a, b = Decimal("1101"), Decimal("110")
print(a.logical_and(b), a.logical_or(b), a.logical_xor(b))
print(a.logical_invert())
with localcontext(prec=9):
    print(Decimal(0).logical_invert(), Decimal("101").logical_invert())
    print(Decimal(123456789).rotate(3), Decimal(123456789).rotate(-2), Decimal(12).rotate(4))
    print(Decimal(123456789).shift(3), Decimal(123456789).shift(-4), Decimal("1.5").shift(1))
print(Decimal("7.5").scaleb(3), Decimal("7.5").scaleb(-2), Decimal("1234.5").logb(), Decimal("0.001").logb())
ctx = Context(prec=6)
print(ctx.logical_and(Decimal(1111), Decimal(1010)), ctx.rotate(Decimal(123), 2))
try:
    Decimal("12").logical_and(Decimal("1"))
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__)
