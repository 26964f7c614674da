limits = {"lo": 1}
def ok(x):
    if (x > limits["lo"]
            and x < limits["hi"]):
        return True
    return False
ok(0)
print("zero fine")
ok(5)
