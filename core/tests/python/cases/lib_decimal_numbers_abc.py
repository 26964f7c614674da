# Decimal is registered as a numbers.Number (and not as Real or Complex), as CPython's.
import numbers, decimal; print(isinstance(decimal.Decimal(1), numbers.Number), isinstance(decimal.Decimal(1), numbers.Real), issubclass(decimal.Decimal, numbers.Complex))
from decimal import Decimal
print([isinstance(Decimal("1.5"), c) for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)])
