# Freeing a list nested 200,000 deep (each level the only reference to the next).
# reference: cpython
# exit: 0
x = []
for i in range(200000):
    x = [x]
x = None
print('freed')
