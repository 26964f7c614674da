from decimal import Decimal
for spec in ["", ".2f", "10.3e", "<12,", "^+9.1f", "08.2f", ".0%", "g", ".3g", "E", "_", ",.3f"]:
    print(repr(spec), format(Decimal("12345.6789"), spec), format(Decimal("-0.000123"), spec))
print(format(Decimal("NaN"), ">6"), format(Decimal("-Infinity"), "10"), f"{Decimal('1e10'):f}", f"{Decimal('1.5E-7'):.2e}")
