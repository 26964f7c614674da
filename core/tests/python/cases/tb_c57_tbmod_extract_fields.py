import traceback

def a():
    return b()

def b():
    return {"x": 1}["y"]

try:
    a()
except KeyError as e:
    for fs in traceback.extract_tb(e.__traceback__):
        print(fs.filename, fs.lineno, fs.name, repr(fs.line))
    tb = e.__traceback__
    while tb is not None:
        print(tb.tb_lineno, tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
a()
