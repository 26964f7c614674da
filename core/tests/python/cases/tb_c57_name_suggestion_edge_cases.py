def show(src):
    try:
        exec(src, {})
    except NameError as e:
        import traceback
        print(traceback.format_exc().splitlines()[-1])

show("Print(1)")
show("lenn([])")
show("x = 1\nprint(y)")
show("a_very_long_variable_name_that_is_quite_long = 1\nprint(a_very_long_variable_name_that_is_quite_lng)")
show("Ture")
show("none")
show("fals")
show("Exeption")
show("strr(1)")
show("rnge(3)")
show("zz")
show("values = [1]\nvalus")
show("def f():\n    counter = 1\n    return countr\nf()")
show("import math\nmath2")
