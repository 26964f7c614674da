try:
    1 / 0
except ZeroDivisionError:
    print("handled")
x = undefined_after_handling
