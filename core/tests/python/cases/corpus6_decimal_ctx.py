from decimal import *

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

D = Decimal
t("repr", lambda: [D("1.0"), D("-0"), D("1E+2"), D("0.00001"), D("1e-7"), D("123456789012345678901234567890"), D("NaN"), D("-Infinity"), D("sNaN"), D(" 12 ")])
t("str", lambda: [str(D(x)) for x in ("1E+2", "1.23E+5", "0.0000012", "1E-7", "-0.00", "100E-2", "5E+3", "0E+10", "0E-10")])
t("eng", lambda: [D(x).to_eng_string() for x in ("1E+2", "1.23E+5", "12E-7", "1E+7")])
t("from float", lambda: (D(0.1), D(2.5), D(-0.0), D(float("inf"))))
t("from tuple", lambda: (D((0, (1, 4, 1, 4), -3)), D((1, (2, 5), 2))))
t("as_tuple", lambda: (D("-1.50").as_tuple(), D("1E+3").as_tuple(), D("NaN").as_tuple()))
t("arith", lambda: (D("1.1") + D("2.20"), D("3.0") * D("2.00"), D("10") / D("3"), D("1") / D("8"), D("-7") // D("2"), D("-7") % D("2"), D("2") ** 10, D("2") ** D("-2")))
t("mixed", lambda: (D(5) + 2, 3 * D("1.5"), D("1.5") == 1.5, D("0.1") < 0.2, D(1) == 1))
t("mixed float", lambda: D("1.5") + 1.5)
t("ctx", lambda: (getcontext().prec, getcontext().rounding, getcontext().Emax, getcontext().Emin))
with localcontext() as c:
    c.prec = 6
    t("prec6", lambda: (D(1) / D(7), D("123456789") + 0, +D("1.23456789"), D(2).sqrt(), D(1).exp(), D(10).ln(), D(1000).log10()))
    c.rounding = ROUND_DOWN
    t("down", lambda: (D(2) / D(3), -D(2) / D(3)))
t("after", lambda: D(1) / D(7))
t("sqrt", lambda: (D(2).sqrt(), D("0.25").sqrt(), D(16).sqrt(), D("1E-10").sqrt()))
t("sqrt neg", lambda: D(-1).sqrt())
t("exp ln", lambda: (D(0).exp(), D(2).exp(), D("2.718281828459045235360287471").ln(), D(100).log10()))
t("ln 0", lambda: D(0).ln())
q = D("7.325")
for r in (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP):
    print(r, q.quantize(D("0.01"), rounding=r), (-q).quantize(D("0.01"), rounding=r), D("2.5").to_integral_value(rounding=r), D("-3.5").to_integral_value(rounding=r))
t("quantize exp", lambda: (D("1.41421356").quantize(D("1.000")), D("123.456").quantize(D("1E+1")), D("5").quantize(D("0.00"))))
t("quantize big", lambda: D("1e30").quantize(D("0.01")))
t("to_integral", lambda: (D("1.5").to_integral(), D("2.5").to_integral_exact(), D("-0.5").to_integral_value(), round(D("2.675"), 2), round(D("-2.5"))))
t("normalize", lambda: (D("120.00").normalize(), D("0.000").normalize(), D("1E+2").normalize(), D("-5.500").normalize()))
t("compare", lambda: (D("1.0").compare(D(1)), D(2).compare(D(1)), D("NaN").compare(D(1)), D(1).compare_total(D("1.0")), D(3).max(D("3.0")), D(-1).min(D(2)), D(-3).copy_abs(), D(2).copy_negate(), D(5).copy_sign(D(-1))))
t("nan cmp", lambda: D("NaN") == D("NaN"))
t("nan lt", lambda: D("NaN") < D(1))
t("preds", lambda: (D("1.0").is_finite(), D("inf").is_infinite(), D("NaN").is_qnan(), D("sNaN").is_snan(), D("-0").is_zero(), D("-0").is_signed(), D(1).is_normal(), D("1E-999999").is_subnormal()))
t("adjusted", lambda: (D("123.45").adjusted(), D("0.001").adjusted(), D("1E+5").adjusted(), D("12.50").as_integer_ratio()))
t("div zero", lambda: D(1) / D(0))
t("0/0", lambda: D(0) / D(0))
t("invalid", lambda: D("1.2.3"))
t("int conv", lambda: (int(D("-12.9")), float(D("0.1")), int(D("1E3")), D("12.5").__round__(), complex(D(2)) if False else 0))
t("int nan", lambda: int(D("NaN")))
t("int inf", lambda: int(D("Infinity")))
t("fmt", lambda: (f"{D('1234567.891'):,.2f}", f"{D('0.000123'):.2e}", f"{D('42'):08.3f}", f"{D('-1.5'):+}", f"{D('1E+3'):f}", f"{D('0.5'):.0%}", f"{D('123.456'):g}", f"{D('1.23E-10')}"))
c2 = Context(prec=3, rounding=ROUND_HALF_UP)
t("ctx obj", lambda: (c2.add(D("1.234"), D("2.345")), c2.multiply(D("1.11"), D("1.11")), c2.create_decimal("3.14159"), c2.divide(D(1), D(3)), c2.power(D(2), D(10))))
c3 = Context(traps=[Inexact])
t("trap inexact", lambda: c3.divide(D(1), D(3)))
c4 = Context()
c4.traps[DivisionByZero] = False
t("no trap", lambda: (c4.divide(D(1), D(0)), c4.flags[DivisionByZero]))
t("hash", lambda: (hash(D("1.0")) == hash(1), hash(D("0.5")) == hash(0.5), len({D("1"), D("1.00"), 1})))
t("sum", lambda: sum([D("0.1")] * 10))
t("sorted", lambda: sorted([D("2.0"), D("-1"), D("1.50"), D("1.5"), D("1E-1")]))
t("fma", lambda: (D(2).fma(3, 4), D(10).remainder_near(D(3)), D(10).scaleb(-2), D(123).shift(2), D(123).rotate(1) if False else 0, D(12).logb(), D("1.5").next_plus(), D(1).next_minus()))
t("number class", lambda: [D(x).number_class() for x in ("1", "-1", "0", "-0", "inf", "NaN", "1E-1000000")])
t("ctx repr", lambda: repr(Context(prec=5, rounding=ROUND_FLOOR, Emin=-99, Emax=99, capitals=0, clamp=1, flags=[], traps=[])))
