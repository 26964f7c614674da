def fail():
    raise RuntimeError("whole")

def wrapper():
    fail()
    return 1

x = wrapper()
