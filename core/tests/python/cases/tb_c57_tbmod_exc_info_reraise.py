import sys

def handler():
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb.tb_frame.f_code.co_name)
    raise v.with_traceback(tb)

def work():
    try:
        return int("z")
    except ValueError:
        handler()

work()
