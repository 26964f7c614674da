# Format specs: zero padding with grouping (the separators reach into the zeros), '0' with an
# explicit alignment, 'z', the checks of grouping against the type, and str.format's numbering.
def t(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
for v, spec in [(12345, "08,d"), (12345, "010,d"), (-12345, "010,d"), (1234567, "012_d"),
                (5, ">08"), (5, "<08"), (5, "^08"), (5, "=08"), (-5, "08"), (12345, "08_"),
                (12345, "09_x"), (0xabcdef, "012_x"), (-1234.5, "010,.1f"), (1234.5, "012,.2f"),
                (1234.5, "012_.2f"), (-1234.5, "+015,.3f"), (1e6, "015,.1e"), (1234.5, "015,g"),
                (-0.0, "z.1f"), (-0.001, "z.1f"), (-0.0, ".1f"), (-0.0, "z"), (0.0, "z.1f"),
                (-0.04, "z.1%"), (-0.0, "z08.2f"), (-1.0, "z.1f"), (-0.0, "+z.1f"), (-0.0, " z.1f"),
                (-0.0, "ze"), (-0.0, "zg"), (1.5, "08"), (-1.5, "08"), (1.5, ">08"), ("ab", "08"),
                ("ab", ">08"), (True, "05"), (123, "0=8"), (123, "x<08"), (12345.678, "020,.2f"),
                (-5, "z"), (5, "z"), ("a", "z"), (1+2j, "015,.1f"), (1+2j, "z.1f"), (-0.0-0.0j, "z.1f"),
                (1234, "08,b"), (1234, "010_b"), (1234, "010,x"), (12345, "08n"), (123.0, ",%"),
                (0, "08,"), (1234567, "0,"), (1234567.0, "0,"), (1e20, ","), (-12, "+08,d"),
                ]:
    t(f"{v!r} {spec!r}", lambda: format(v, spec))
t("fmt >08", lambda: "{:>08}".format(5))
t("fmt 08_", lambda: "{:08_}".format(123456))
t("fmt 08,", lambda: "{:08,}".format(123456))
t("fstring", lambda: f"{12345:08,d}|{-1234.5:010,.1f}|{-0.0:z.1f}")
t("manual auto", lambda: "{0} {}".format(1, 2))
t("auto manual", lambda: "{} {0}".format(1, 2))
t("auto ok", lambda: "{} {}".format(1, 2))
t("manual ok", lambda: "{1} {0}".format(1, 2))
t("named auto", lambda: "{a} {}".format(3, a=1))
t("nested auto", lambda: "{:{}}".format(5, 3))
t("nested manual", lambda: "{0:{}}".format(5, 3))
t("nested mix", lambda: "{:{1}}".format(5, 3))
t("format_map", lambda: "{}".format_map({}))
t("%-format z", lambda: "%z" % 1)
