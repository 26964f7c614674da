print('{:{w}.{p}f}'.format(3.14159, w=10, p=2))
print('{:{}{}}'.format('x', '>', 5))
print('{0:{1}}|'.format('ab', 6))
w, p = 8, 3
print(f"{2.71828:{w}.{p}f}|", f"{'c':{'^'}{w}}|")
