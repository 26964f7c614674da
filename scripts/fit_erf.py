import numpy as np, math
from numpy.polynomial import chebyshev as C
f=np.float32
# branch A: erf(t)/t = P(t^2), t in [0,1)
ts=np.cos(np.linspace(0,np.pi,4000))*0.5+0.5
s=ts*ts
y=np.array([math.erf(t)/t if t>0 else 2/math.sqrt(math.pi) for t in ts])
pa=np.polyfit(s,y,7)
# branch B: erfc(t)*exp(t^2) = Q(1/t), t in [1,10]
us=np.cos(np.linspace(0,np.pi,4000))*0.45+0.55
tb=1/us
yb=np.array([math.erfc(t)*math.exp(t*t) for t in tb])
pb=np.polyfit(us,yb,11)
def horner(p,x):
    r=f(p[0])
    for c in p[1:]: r=f(r*x+f(c))
    return r
def erfc32(t):
    t=f(t)
    if t<1: return f(f(1)-f(t*horner(pa,f(t*t))))
    return f(f(np.exp(-np.float64(f(t*t))))*horner(pb,f(f(1)/t)))
worst=0
for t in np.concatenate([np.linspace(0,9.5,100001),np.logspace(-8,0,2000)]):
    t=f(t); e=math.erfc(float(t)); g=float(erfc32(t))
    if e<1.2e-38: continue
    u=abs(g-e)/float(np.spacing(f(e))); 
    if u>worst: worst=u;wt=t
print("erfc max ulp",worst,"at",wt)
w2=0
for t in np.concatenate([np.linspace(0,4,40001),np.logspace(-8,0,2000)]):
    t=f(t); e=math.erf(float(t)); g=float(f(1)-erfc32(t)) if t>=1 else float(f(t*horner(pa,f(t*t))))
    u=abs(g-e)/float(np.spacing(f(e))) if e>0 else 0
    w2=max(w2,u)
print("erf max ulp",w2)
print("A", ", ".join("%.9e"%c for c in pa))
print("B", ", ".join("%.9e"%c for c in pb))
