import inspect
def who():
    return inspect.currentframe().f_back.f_code.co_name
def caller():
    return who()
print(caller())
